import { useParams } from 'react-router';
import { PublicProfileView } from '../../features/social/profile/public-profile-view';

/** /u/:ref — a member's public profile by username or WAB ID. */
export function PublicProfilePage() {
  const { ref = '' } = useParams();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 md:py-12">
      <PublicProfileView key={ref} profileRef={ref} />
    </div>
  );
}

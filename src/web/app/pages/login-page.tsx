import { LoginPanel } from '../../features/auth/login-panel';

export function LoginPage() {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-8 md:py-12">
      <LoginPanel />
    </div>
  );
}

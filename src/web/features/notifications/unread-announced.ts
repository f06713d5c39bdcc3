/** Who has already been told how many unread notifications they have, in this tab. */
const ANNOUNCED_KEY = 'rookery.unreadAnnounced';
export const alreadyAnnounced = (userId: string) => {
  try {
    return window.sessionStorage.getItem(ANNOUNCED_KEY) === userId;
  } catch {
    return false;
  }
};
export const forgetAnnounced = () => {
  try {
    window.sessionStorage.removeItem(ANNOUNCED_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
};
export const markAnnounced = (userId: string) => {
  try {
    window.sessionStorage.setItem(ANNOUNCED_KEY, userId);
  } catch {
    // Without session storage the toast may show again after a reload; nothing else depends on it.
  }
};

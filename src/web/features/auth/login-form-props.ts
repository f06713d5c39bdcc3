/** What the login page hands each of its forms (password, new account, e-mail code). */
export interface LoginFormProps {
  /** The address typed so far, kept when the visitor switches forms. */
  email: string;
  onEmailChange: (email: string) => void;
  /** The session exists; the page decides what comes next (second factor or onwards). */
  onSignedIn: () => void;
  /** The page is still moving on from a sign-in. */
  busy: boolean;
}

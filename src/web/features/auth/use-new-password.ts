import { useState } from 'react';
import { newPasswordIssue, type CredentialIssue } from '../../../domain/auth/credentials';

/** A new password typed twice (shown by NewPasswordFields), with its check and a way to start over. */
export interface NewPassword {
  password: string;
  repeated: string;
  setPassword: (password: string) => void;
  setRepeated: (repeated: string) => void;
  /** What is wrong with the two before anything is sent (none typed, or they differ). */
  issue: CredentialIssue | null;
  /** Empties both fields, once the password is saved. */
  reset: () => void;
}

export function useNewPassword(): NewPassword {
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  return {
    password,
    repeated,
    setPassword,
    setRepeated,
    issue: newPasswordIssue(password, repeated),
    reset: () => {
      setPassword('');
      setRepeated('');
    },
  };
}

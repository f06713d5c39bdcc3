import { useState } from 'react';
import { toast } from '../../ui/toast';

/**
 * A button's action that says in a toast how it went (the account's data export, the sign-up
 * confirmation sent again): busy while it runs, and a failure is also told to the console.
 */
export function useToastAction() {
  const [pending, setPending] = useState(false);

  async function run(work: () => Promise<void>, texts: { done: string; failed: string; log: string }) {
    setPending(true);
    try {
      await work();
      toast.success(texts.done);
    } catch (error) {
      console.warn(texts.log, error);
      toast.error(texts.failed);
    } finally {
      setPending(false);
    }
  }

  return { pending, run };
}

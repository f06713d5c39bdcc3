import type { ReactNode } from 'react';

/**
 * "Check your e-mail": said after a link or code went out (sign-up, password reset, a new
 * address), with what to do next and the actions that follow (send again, use another address).
 */
export function CheckEmailPanel({
  id,
  title,
  children,
  actions,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl">
        {title}
      </h2>
      {children}
      <div className="flex flex-wrap gap-3">{actions}</div>
    </section>
  );
}

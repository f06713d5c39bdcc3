import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../../features/legal/legal-document';
import { clientConfig } from '../../lib/client-config';

function ContactLine() {
  const { t } = useTranslation();
  return (
    <p className="mt-3">
      <span className="text-steel">{t('legalPage.contactEmail')}: </span>
      <a href={`mailto:${clientConfig.contactEmail}`} className="inline-flex items-center gap-1 font-semibold">
        <Mail aria-hidden="true" className="size-4" />
        {clientConfig.contactEmail}
      </a>
    </p>
  );
}

export function AboutPage() {
  return (
    <LegalDocument name="about">
      <ContactLine />
    </LegalDocument>
  );
}

export function PrivacyPage() {
  return (
    <LegalDocument name="privacy">
      <ContactLine />
    </LegalDocument>
  );
}

export function TermsPage() {
  return (
    <LegalDocument name="terms">
      <ContactLine />
    </LegalDocument>
  );
}

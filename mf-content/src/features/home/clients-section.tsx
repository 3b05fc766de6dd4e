import { useTranslation } from 'react-i18next';
import { ClientLogos } from '../../components/client-logos/client-logos.tsx';
import { Section } from '../../components/section.tsx';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';

export function ClientsSection() {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <Section block="clients" tone="raised" title={t('clients.title')} lead={t('clients.lead')}>
      <ClientLogos />
    </Section>
  );
}

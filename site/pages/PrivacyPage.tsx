import { LegalDocument } from '../components/LegalDocument.js';

export function PrivacyPage() {
  return <LegalDocument group="privacy" showUpdated />;
}

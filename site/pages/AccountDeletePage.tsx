import { LegalDocument } from '../components/LegalDocument.js';

export function AccountDeletePage() {
  return <LegalDocument group="accountDelete" />;
}

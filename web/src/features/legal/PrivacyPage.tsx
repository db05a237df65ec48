import { usePageMeta } from '../../lib/page-meta';

// Placeholder: replaced by its issue.
export default function PrivacyPage() {
  usePageMeta({ title: 'Informativa sulla privacy' });
  return (
    <main>
      <h1>Informativa sulla privacy</h1>
    </main>
  );
}

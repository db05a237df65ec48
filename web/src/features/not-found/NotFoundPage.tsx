import { usePageMeta } from '../../lib/page-meta';

// Placeholder: replaced by its issue.
export default function NotFoundPage() {
  usePageMeta({ title: 'Pagina non trovata' });
  return (
    <main>
      <h1>Pagina non trovata</h1>
    </main>
  );
}

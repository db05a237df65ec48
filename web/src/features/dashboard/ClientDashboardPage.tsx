import { usePageMeta } from '../../lib/page-meta';

// Placeholder: replaced by its issue.
export default function ClientDashboardPage() {
  usePageMeta({ title: 'Accesso Cliente' });
  return (
    <main>
      <h1>Accesso Cliente</h1>
    </main>
  );
}

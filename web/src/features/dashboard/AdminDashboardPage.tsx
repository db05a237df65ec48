import { usePageMeta } from '../../lib/page-meta';

// Placeholder: replaced by its issue.
export default function AdminDashboardPage() {
  usePageMeta({ title: 'Dashboard Amministratore' });
  return (
    <main>
      <h1>Dashboard Amministratore</h1>
    </main>
  );
}

import { usePageMeta } from '../../lib/page-meta';

// Placeholder: replaced by its issue.
export default function HomePage() {
  usePageMeta({ title: 'Landing Facile' });
  return (
    <main>
      <h1>Landing Facile</h1>
    </main>
  );
}

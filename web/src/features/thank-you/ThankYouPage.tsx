import { usePageMeta } from '../../lib/page-meta';

// Placeholder: replaced by its issue.
export default function ThankYouPage() {
  usePageMeta({ title: 'Grazie!' });
  return (
    <main>
      <h1>Grazie!</h1>
    </main>
  );
}

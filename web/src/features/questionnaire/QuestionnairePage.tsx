import { usePageMeta } from '../../lib/page-meta';

// Placeholder: replaced by its issue.
export default function QuestionnairePage() {
  usePageMeta({ title: 'Questionario' });
  return (
    <main>
      <h1>Questionario</h1>
    </main>
  );
}

import { usePageMeta } from '../../lib/page-meta';

// Placeholder: replaced by its issue.
export default function PaymentSelectionPage() {
  usePageMeta({ title: 'Scegli il pagamento' });
  return (
    <main>
      <h1>Scegli il pagamento</h1>
    </main>
  );
}

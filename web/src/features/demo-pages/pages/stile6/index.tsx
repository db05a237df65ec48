import { CreateLandingButton } from '../../components/CreateLandingButton';

// Placeholder: the demo pages issue replaces it with the real page.
export default function DemoPage() {
  return (
    <main>
      <h1>stile6</h1>
      <CreateLandingButton />
    </main>
  );
}

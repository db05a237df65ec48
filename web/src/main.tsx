import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { announceAppStart } from './app/app-start';
import { startBackend } from './app/start-backend';
import './styles/global.css';

async function main() {
  await startBackend();
  void announceAppStart();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void main();

import type { Client } from '@core/api';
import { Dialog } from '../components/Dialog';
import { displayDomain } from '../domain';
import { DOMAIN_COPY as copy } from './content';
import { DomainPanel } from './DomainPanel';

/** The operator's view of one client's custom domain: the records to set, the state, «Verifica ora». */
export function ClientDomainDialog({ client, onClose }: { client: Client | null; onClose: () => void }) {
  return (
    <Dialog
      open={client !== null}
      title={client ? copy.dialogTitle(client.domain ? displayDomain(client.domain) : client.client_id) : ''}
      onClose={onClose}
      wide
    >
      {client &&
        (client.plan === 'pro' ? (
          <DomainPanel scope={{ role: 'admin', clientId: client.client_id }} />
        ) : (
          <p>{copy.basicPlan}</p>
        ))}
    </Dialog>
  );
}

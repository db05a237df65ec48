import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@core/backend/messages';
import { problemBody, problems, PROBLEM_CONTENT_TYPE } from '@core/problems';
import { apiStates } from '../../../../mock/storybook';
import { createEntryFactory, initialChatState, type ChatEntry, type ChatState } from './chat-state';
import { QUESTIONNAIRE } from './content';
import QuestionnairePage from './QuestionnairePage';

/**
 * /questionario in each state of SPEC 2 and 4, over the mock backend (the real interviewer) or from a
 * given chat state. Per-story `msw.handlers` hold or break single calls.
 */
const entry = createEntryFactory(() => Date.parse('2026-11-21T09:30:00+01:00'));

const conversation: ChatEntry[] = [
  entry(
    'assistant',
    'Ciao! Sono il tuo assistente e ti aiuterò a creare la tua landing page in pochi minuti, una domanda alla volta. Per iniziare, raccontami della tua attività: come si chiama, di cosa si occupa e in quale città?',
  ),
  entry('user', 'Ho una pizzeria a Napoli, si chiama Da Gennaro. Pizza napoletana cotta nel forno a legna.'),
  entry(
    'assistant',
    'Piacere di conoscerti! Da Gennaro a Napoli: mi piace già. Pensiamo a chi ti sceglie: chi sono i tuoi clienti ideali (per esempio famiglie, giovani, aziende, turisti)?',
  ),
  entry('user', 'Famiglie, studenti e turisti che cercano la vera pizza napoletana'),
  entry(
    'assistant',
    'Perfetto: scriveremo i testi pensando proprio a loro. Quali servizi o prodotti vuoi mettere in evidenza, con i relativi prezzi?',
  ),
  entry('user', 'Margherita 6 euro, Diavola 7,50 euro, fritti misti da 4 euro'),
  entry(
    'assistant',
    'Ho preso nota di 3 voci con i prezzi. Cosa distingue Da Gennaro dalla concorrenza: perché un cliente dovrebbe scegliere proprio te?',
  ),
];

function chatState(messages: ChatEntry[], extra: Partial<ChatState> = {}): Partial<ChatState> {
  return {
    ...initialChatState,
    phase: 'chatting',
    loading: false,
    questionnaireId: 'q_story',
    messages,
    progress: { covered: 3, total: 8 },
    ...extra,
  };
}

const meta = {
  title: 'Questionario/Chat',
  component: QuestionnairePage,
  parameters: { route: '/questionario?plan=basic&session=session_story_start' },
} satisfies Meta<typeof QuestionnairePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just opened: the first assistant message, from the mock backend. */
export const EmptyChat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Ciao! Sono il tuo assistente/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Invia' })).toBeDisabled();
  },
};

/** Waiting for the assistant: 'Sto scrivendo...' and a disabled message box. */
export const Loading: Story = {
  parameters: {
    route: '/questionario?plan=pro&session=session_story_loading',
    msw: { handlers: [apiStates.loading('post', '/questionnaire/start')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sto scrivendo...')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Il tuo messaggio' })).toBeDisabled();
  },
};

/** Six messages in: the style prompt with its preview button, and the finish button. */
export const StylePromptShown: Story = {
  args: {
    chatOptions: {
      initialState: chatState([...conversation, entry('assistant', QUESTIONNAIRE.stylePrompt, { stylePrompt: true })], {
        stylePromptFlag: true,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Vedi gli stili' })).toBeInTheDocument();
  },
};

/** The style picker open over the chat. */
export const DialogOpen: Story = {
  args: StylePromptShown.args,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Vedi gli stili' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Scegli lo Stile della Tua Landing Page' });
    await expect(within(dialog).getAllByRole('button', { name: 'Scegli Questo Stile' })).toHaveLength(3);
  },
};

/** The interviewer has what it needs: the finish button, highlighted. */
export const FinishButtonShown: Story = {
  args: {
    chatOptions: {
      initialState: chatState(
        [
          ...conversation,
          entry('user', 'Impasto a lunga lievitazione e ingredienti DOP'),
          entry(
            'assistant',
            'Benissimo, ho tutto quello che mi serve per preparare la landing page di Da Gennaro! Quando vuoi, premi «Ho finito - Procedi con la creazione». Se ti viene in mente altro, scrivilo pure qui.',
          ),
        ],
        { readyToComplete: true, progress: { covered: 8, total: 8 }, selectedStyle: 'medical' },
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Ho finito - Procedi con la creazione' }),
    ).toBeInTheDocument();
  },
};

/** Sending fails: the Italian apology from SPEC 8 appears as the assistant's reply. */
export const ErrorReply: Story = {
  parameters: {
    route: '/questionario?plan=basic&session=session_story_error',
    msw: { handlers: [apiStates.networkError('post', '/questionnaire/chat/{session_id}')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Ciao! Sono il tuo assistente/);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Il tuo messaggio' }), 'Ho una pizzeria a Napoli{Enter}');
    await expect(await canvas.findByText(QUESTIONNAIRE.sendError)).toBeInTheDocument();
  },
};

/** The conversation reached its message cap: the server's Italian reason under the box, the text kept. */
export const ConversationFull: Story = {
  parameters: {
    route: '/questionario?plan=basic&session=session_story_full',
    msw: {
      handlers: [
        http.post('*/api/questionnaire/chat/:session', () =>
          HttpResponse.json(problemBody(problems.conflict(MESSAGES.questionnaireFull), 'storybook') as never, {
            status: 409,
            headers: { 'Content-Type': PROBLEM_CONTENT_TYPE },
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Ciao! Sono il tuo assistente/);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Il tuo messaggio' }), 'Un ultimo dettaglio{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MESSAGES.questionnaireFull);
    await expect(canvas.getByRole('textbox', { name: 'Il tuo messaggio' })).toHaveValue('Un ultimo dettaglio');
  },
};

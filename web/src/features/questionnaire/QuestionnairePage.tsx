import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { parseBilling, parsePlanId, PLANS } from '@core/plans';
import { Icon } from '../../components/Icon';
import { TopBar } from '../../components/site/TopBar';
import { usePageMeta } from '../../lib/page-meta';
import { ChatPanel } from './components/ChatPanel';
import { FastProcessCard, TipsCard } from './components/SideCards';
import { SummaryCard } from './components/summary/SummaryCard';
import { StylePickerDialog } from './components/StylePickerDialog';
import { QUESTIONNAIRE } from './content';
import { sessionFromQuery } from './session-param';
import { useQuestionnaireChat, type QuestionnaireChatOptions } from './useQuestionnaireChat';
import styles from './QuestionnairePage.module.css';

/**
 * /questionario (SPEC 2, 4): the chat that gathers the business and its style. Plan from ?plan=
 * (default basic), session from ?session= (generated and written into the URL when absent), billing
 * and price passed on to the conversion.
 */
export default function QuestionnairePage({
  chatOptions,
}: { chatOptions?: Pick<QuestionnaireChatOptions, 'initialState' | 'leaveTo'> } = {}) {
  const [search, setSearch] = useSearchParams();
  const plan = PLANS[parsePlanId(search.get('plan'))];
  const [{ sessionId, generated }] = useState(() => sessionFromQuery(search.get('session')));
  const billing = search.get('billing') ? parseBilling(search.get('billing')) : undefined;
  const chat = useQuestionnaireChat({ sessionId, plan: plan.id, billing, price: search.get('price'), ...chatOptions });
  const [dialogOpen, setDialogOpen] = useState(false);
  usePageMeta({ title: QUESTIONNAIRE.title(plan), description: QUESTIONNAIRE.description });

  // A generated session goes into the URL (replace), so a reload resumes the same conversation.
  useEffect(() => {
    if (!generated) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('session', sessionId);
        return next;
      },
      { replace: true },
    );
  }, [generated, sessionId, setSearch]);

  const backQuery = new URLSearchParams({ plan: plan.id, ...(billing ? { billing } : {}) });

  return (
    <div className={styles.shell}>
      {/* Behind the open style dialog, the page is inert: no focus, no clicks, hidden from screen readers. */}
      <div inert={dialogOpen}>
        <TopBar />
        <main id="contenuto" className={styles.page}>
          <div className={styles.intro}>
            <Link
              to={`/payment-selection?${backQuery.toString()}`}
              className={styles.back}
              aria-label={QUESTIONNAIRE.backLabel}
            >
              <Icon name="arrowLeft" size={18} /> {QUESTIONNAIRE.back}
            </Link>
            <div className={styles.titles}>
              <p className={styles.plan}>
                <span className={styles.planLabel}>{QUESTIONNAIRE.eyebrow}</span>
                <span className={`${styles.planName} ${plan.id === 'pro' ? styles.planPro : ''}`}>{plan.name}</span>
              </p>
              <h1 className={styles.heading}>{QUESTIONNAIRE.heading}</h1>
              <p className={styles.lead}>{QUESTIONNAIRE.lead}</p>
            </div>
          </div>

          <div className={styles.layout}>
            <div className={styles.chat}>
              <ChatPanel chat={chat} onOpenStyles={() => setDialogOpen(true)} />
            </div>
            <div className={styles.summary}>
              <SummaryCard
                plan={plan.id}
                draft={chat.state.brief}
                selectedStyle={chat.state.selectedStyle}
                reviewing={chat.state.phase === 'reviewing'}
                canConfirm={chat.canConfirm}
                onCorrect={chat.correct}
                onConfirm={(invoice) => void chat.finish(invoice)}
                onBackToChat={chat.cancelReview}
                onOpenStyles={() => setDialogOpen(true)}
              />
            </div>
            <aside className={styles.aside}>
              <TipsCard />
              <FastProcessCard />
            </aside>
          </div>
        </main>
      </div>

      <StylePickerDialog
        open={dialogOpen}
        selectedStyle={chat.state.selectedStyle}
        onClose={() => setDialogOpen(false)}
        onChoose={(style) => {
          setDialogOpen(false);
          void chat.chooseStyle(style);
        }}
      />
    </div>
  );
}

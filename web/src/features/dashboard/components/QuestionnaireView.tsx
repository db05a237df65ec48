import { Link } from 'react-router-dom';
import type { QuestionnaireDetail } from '@core/api';
import { PLANS } from '@core/plans';
import { formatDateTime } from '../../../lib/format';
import { COMMON, ERRORS, QUESTIONNAIRE_DETAIL as TEXT, QUESTIONNAIRES, STYLE_NAMES } from '../content';
import { useQuestionnaire } from '../hooks/use-questionnaire';
import { BriefView } from './BriefView';
import { ErrorBanner } from './ErrorBanner';
import { FlagList } from './FlagList';
import { Panel } from './Panel';
import { LoadingState } from './StatsOverview';
import { Transcript } from './Transcript';
import styles from './QuestionnaireView.module.css';
import ui from './ui.module.css';

interface QuestionnaireViewProps {
  questionnaireId: string;
  onUnauthorized: () => void;
}

/** What the team builds the page from: the structured brief and the whole conversation. */
export function QuestionnaireView({ questionnaireId, onUnauthorized }: QuestionnaireViewProps) {
  const state = useQuestionnaire(questionnaireId, onUnauthorized);
  return (
    <>
      <p className={styles.back}>
        <Link className={ui.link} to={{ search: '' }}>
          <span aria-hidden="true">← </span>
          {TEXT.back}
        </Link>
      </p>
      {state.status === 'loading' && <LoadingState />}
      {state.status === 'failed' && <ErrorBanner message={ERRORS.loadQuestionnaire} />}
      {state.status === 'not-found' && <ErrorBanner message={ERRORS.loadQuestionnaire} detail={TEXT.notFound} />}
      {state.status === 'ready' && <QuestionnaireContent questionnaire={state.questionnaire} />}
    </>
  );
}

function QuestionnaireContent({ questionnaire }: { questionnaire: QuestionnaireDetail }) {
  const name = questionnaire.business_name || QUESTIONNAIRES.unnamed;
  return (
    <article className={styles.article} aria-labelledby="questionnaire-title">
      <header className={styles.header}>
        <h2 id="questionnaire-title" className={styles.title}>
          {name}
        </h2>
        <div className={styles.badges}>
          <span className={ui.badgeInfo}>{PLANS[questionnaire.plan_type].name}</span>
          <span className={questionnaire.status === 'completed' ? ui.badgeOk : ui.badgeWarn}>
            {QUESTIONNAIRES.statuses[questionnaire.status]}
          </span>
        </div>
        <dl className={styles.meta}>
          <div>
            <dt>{TEXT.questionnaireId}</dt>
            <dd className={ui.mono}>{questionnaire.questionnaire_id}</dd>
          </div>
          <div>
            <dt>{TEXT.session}</dt>
            <dd className={ui.mono}>{questionnaire.session_id}</dd>
          </div>
          <div>
            <dt>{TEXT.created}</dt>
            <dd>{formatDateTime(questionnaire.created_at)}</dd>
          </div>
          <div>
            <dt>{TEXT.completed}</dt>
            <dd>{questionnaire.completed_at ? formatDateTime(questionnaire.completed_at) : TEXT.notCompleted}</dd>
          </div>
          <div>
            <dt>{TEXT.style}</dt>
            <dd>{questionnaire.selected_style ? STYLE_NAMES[questionnaire.selected_style] : COMMON.na}</dd>
          </div>
        </dl>
      </header>
      <div className={styles.columns}>
        <Panel title={TEXT.brief}>
          {questionnaire.brief ? (
            <BriefView brief={questionnaire.brief} review={questionnaire.brief_review} />
          ) : (
            <NoBrief questionnaire={questionnaire} />
          )}
        </Panel>
        <Panel title={TEXT.transcript}>
          <Transcript messages={questionnaire.messages} />
        </Panel>
      </div>
    </article>
  );
}

/** Before completion: no brief yet, but what the assistant flagged is already worth a look. */
function NoBrief({ questionnaire }: { questionnaire: QuestionnaireDetail }) {
  return (
    <>
      {questionnaire.flags && questionnaire.flags.length > 0 && <FlagList flags={questionnaire.flags} />}
      <p className={ui.muted}>{TEXT.noBrief}</p>
    </>
  );
}

// The sentiment the office's AI read in a citizen's message (and its topic, when known): a small coloured
// badge whose tooltip and accessible name say it is a 'Sugestão gerada por IA', never a fact.
import { Badge, Tooltip } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import {
  AI_SENTIMENT_COLORS,
  AI_SENTIMENT_LABELS,
  AI_SUGGESTION_LABEL,
  AI_TOPIC_OTHER,
  type AiSentiment,
} from '@gabinete/shared';

interface SentimentBadgeProps {
  sentiment: AiSentiment;
  /** The área the message is about ('outro' when none). */
  topic?: string | null;
  /** What the badge speaks of, for the tooltip. */
  about?: string;
}

export function SentimentBadge({ sentiment, topic, about = 'Sentimento' }: SentimentBadgeProps) {
  const label = AI_SENTIMENT_LABELS[sentiment];
  const subject = topic ? (topic === AI_TOPIC_OTHER ? 'Outro assunto' : topic) : null;
  const text = subject ? `${label} · ${subject}` : label;
  return (
    <Tooltip label={`${AI_SUGGESTION_LABEL} — ${about}: ${text}`} multiline maw={260}>
      <Badge
        size="xs"
        variant="light"
        color={AI_SENTIMENT_COLORS[sentiment]}
        leftSection={<IconSparkles size={10} aria-hidden />}
        aria-label={`${about}: ${text} (${AI_SUGGESTION_LABEL})`}
        style={{ flexShrink: 0, textTransform: 'none' }}
      >
        {text}
      </Badge>
    </Tooltip>
  );
}

import { LIMITS, LogFieldError, type LogFieldsInput, readLogFields, utcDay } from '@earmark/shared';

export type LogReaction = 'none' | 'liked' | 'loved' | 'favorited';

/** The log form's values, as its controls hold them. */
export type LogFormValues = {
  addToDiary: boolean;
  date: string;
  listenedBefore: boolean;
  wasDeepListen: boolean;
  reaction: LogReaction;
  gaveChills: boolean;
  rating: number | null;
  reviewTitle: string;
  review: string;
  gratitude: string;
};

/** A stored log, as logQueryForEdit reads it. */
export type StoredLogValues = {
  rawDate?: string | null;
  rating?: number | null;
  review?: string | null;
  reviewTitle?: string | null;
  gratitude?: string | null;
  hadChills: boolean;
  wasDeepListen: boolean;
  listenedBefore: boolean;
  liked: boolean;
  loved: boolean;
  favorited: boolean;
};

export const DIARY_DATE_MIN = LIMITS.diaryDateMin;

/** The latest diary date: tomorrow (UTC), as the server allows. */
export function diaryDateMax(now: Date = new Date()): string {
  return utcDay(now, 1);
}

export function newLogValues(now: Date = new Date()): LogFormValues {
  return {
    addToDiary: true,
    date: utcDay(now),
    listenedBefore: false,
    wasDeepListen: false,
    reaction: 'none',
    gaveChills: false,
    rating: null,
    reviewTitle: '',
    review: '',
    gratitude: '',
  };
}

export function storedLogValues(log: StoredLogValues, now: Date = new Date()): LogFormValues {
  return {
    addToDiary: Boolean(log.rawDate),
    date: log.rawDate ?? utcDay(now),
    listenedBefore: log.listenedBefore,
    wasDeepListen: log.wasDeepListen,
    reaction: log.favorited ? 'favorited' : log.loved ? 'loved' : log.liked ? 'liked' : 'none',
    gaveChills: log.hadChills,
    rating: log.rating ?? null,
    reviewTitle: log.reviewTitle ?? '',
    review: log.review ?? '',
    gratitude: log.gratitude ?? '',
  };
}

/** The payload the log mutations take, in the form's spelling (isLiked, gaveChills, …). */
export function logFieldsInput(values: LogFormValues): LogFieldsInput {
  return {
    date: values.addToDiary ? values.date : null,
    rating: values.rating,
    review: values.review,
    reviewTitle: values.reviewTitle,
    gratitude: values.gratitude,
    listenedBefore: values.listenedBefore,
    wasDeepListen: values.wasDeepListen,
    gaveChills: values.gaveChills,
    isLiked: values.reaction === 'liked',
    isLoved: values.reaction === 'loved',
    isFavorited: values.reaction === 'favorited',
  };
}

/** The same rules the server enforces, as form errors by control name. */
export function validateLogForm(values: LogFormValues, now: Date = new Date()): Record<string, string> {
  try {
    readLogFields(logFieldsInput(values), now);
    return {};
  } catch (error) {
    if (!(error instanceof LogFieldError)) throw error;
    const field =
      error.field === 'liked' || error.field === 'loved' || error.field === 'favorited'
        ? 'reaction'
        : error.field;
    return { [field]: `${error.rule.charAt(0).toUpperCase()}${error.rule.slice(1)}.` };
  }
}

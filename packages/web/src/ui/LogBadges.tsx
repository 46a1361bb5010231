import { Badge } from '@mantine/core';

type LogFlags = {
  favorited: boolean;
  loved: boolean;
  liked: boolean;
  wasDeepListen: boolean;
  listenedBefore: boolean;
  hadChills: boolean;
};

/** A reflection's reaction and flags as small badges (Loved, Deep listen, Repeat, Chills). */
export function LogBadges({ log }: { log: LogFlags }) {
  const reaction = log.favorited ? 'Favorited' : log.loved ? 'Loved' : log.liked ? 'Liked' : null;
  return (
    <>
      {reaction && (
        <Badge size="xs" variant="light" color="pink">
          {reaction}
        </Badge>
      )}
      {log.wasDeepListen && (
        <Badge size="xs" variant="light">
          Deep listen
        </Badge>
      )}
      {log.listenedBefore && (
        <Badge size="xs" variant="default">
          Repeat
        </Badge>
      )}
      {log.hadChills && (
        <Badge size="xs" variant="light" color="cyan">
          Chills
        </Badge>
      )}
    </>
  );
}

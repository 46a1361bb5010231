import { useApolloClient } from '@apollo/client/react';
import { LIMITS } from '@earmark/shared';
import { IconStar } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { showErrorToast } from '../../../ui/errorToast';
import { useCurrentUser } from '../../auth';
import { FavoriteItemMutation } from '../graphql/FavoriteItem';
import { UnfavoriteItemMutation } from '../graphql/UnfavoriteItem';
import { showSignUpPrompt } from '../guestPrompts';
import { startFavorite, useFavoriteInFlight } from '../hooks/favoriteInFlight';
import { ActionButton } from './ActionButton';

type Props = { artist: { id: string; numberOfFavorites: number; currentUserHasFavorited: boolean } };

/**
 * Favorite / Favorited on an artist (the one reaction an artist takes), optimistic like every other
 * favorite and locked while another favorite is in progress. The server keeps the member's
 * favourite-artists list in step, which the profile shows: its cached copy is dropped.
 */
export function ArtistFavoriteButton({ artist }: Props) {
  const client = useApolloClient();
  const member = useCurrentUser();
  const busy = useFavoriteInFlight();
  const [loading, setLoading] = useState(false);
  const [pressed, setPressed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const handleClick = async () => {
    if (!member) {
      showSignUpPrompt('favorite artists');
      return;
    }
    const on = !artist.currentUserHasFavorited;
    const answer = {
      __typename: 'Artist' as const,
      id: artist.id,
      currentUserHasFavorited: on,
      numberOfFavorites: Math.max(0, artist.numberOfFavorites + (on ? 1 : -1)),
    };
    const variables = { id: artist.id, type: 'artist' };
    const done = startFavorite();
    setLoading(true);
    try {
      if (on)
        await client.mutate({
          mutation: FavoriteItemMutation,
          variables,
          optimisticResponse: { favoriteItem: answer },
        });
      else
        await client.mutate({
          mutation: UnfavoriteItemMutation,
          variables,
          optimisticResponse: { unfavoriteItem: answer },
        });
      client.cache.evict({
        id: client.cache.identify({ __typename: 'User', id: member.id }),
        fieldName: 'favoriteArtistsList',
      });
      setPressed(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setPressed(false), LIMITS.buttonPressedMs);
    } catch (error) {
      showErrorToast(error instanceof Error ? error.message : String(error));
    } finally {
      done();
      setLoading(false);
    }
  };
  return (
    <ActionButton
      active={artist.currentUserHasFavorited}
      label="Favorite"
      activeLabel="Favorited"
      icon={<IconStar size={14} />}
      status={{ loading, pressed }}
      disabled={busy && !loading}
      onClick={() => void handleClick()}
    />
  );
}

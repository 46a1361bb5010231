import { useQuery } from '@apollo/client/react';
import { ROUTES } from '../../../lib/links';
import { ChartsListForNavQuery } from '../graphql/ChartsListForNav';

/** The charts list has a fixed id; until it is known, Charts leads to the official lists. */
export function useChartsLink(): string {
  const { data } = useQuery(ChartsListForNavQuery);
  const id = data?.chartsList?.id;
  return id ? ROUTES.list(id) : `${ROUTES.lists}?view=official`;
}

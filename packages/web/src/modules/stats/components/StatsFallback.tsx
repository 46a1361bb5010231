import { Center, Container, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { NotFound } from '../../../ui/NotFound';
import { PanelError } from '../../../ui/PanelError';
import { isUnknownMember } from './notFound';

type Props = { label: string; loading: boolean; error: { message: string } | undefined; found: boolean };

/**
 * What a stats page shows instead of itself while its query loads, when it failed, or when no
 * member has that name; null once the page has its answer. Both stats pages use it.
 */
export function statsFallback({ label, loading, error, found }: Props): ReactNode {
  if (found) return null;
  if (loading)
    return (
      <Center py={120}>
        <Loader role="status" aria-label={`Loading ${label}`} />
      </Center>
    );
  if (error && !isUnknownMember(error))
    return (
      <Container py="xl">
        <PanelError error={error} />
      </Container>
    );
  return <NotFound title="User not found" message="This user does not exist." />;
}

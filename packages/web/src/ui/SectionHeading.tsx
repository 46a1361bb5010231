import { Anchor, Group, Title } from '@mantine/core';
import { Link } from 'react-router';

type Props = {
  children: string;
  /** Lets the surrounding section point at the heading with aria-labelledby. */
  id?: string;
  /** An optional "see all" style link on the right. */
  link?: { to: string; label: string } | undefined;
};

export function SectionHeading({ children, id, link }: Props) {
  return (
    <Group justify="space-between" align="baseline" mb="md">
      <Title order={2} id={id}>
        {children}
      </Title>
      {link && (
        <Anchor component={Link} to={link.to} size="sm" fw={600}>
          {link.label}
        </Anchor>
      )}
    </Group>
  );
}

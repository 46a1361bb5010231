import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { Disambiguation } from '../../../ui/Disambiguation';
import type { SearchHit } from '../hit';
import classes from './QuickSearch.module.css';

type Props = {
  hit: SearchHit;
  id: string;
  active: boolean;
  onChoose: (hit: SearchHit) => void;
  onHover: () => void;
};

/** One option of the quick-search list: picture, name and a short description; a Tab stop too. */
export function SuggestionRow({ hit, id, active, onChoose, onHover }: Props) {
  return (
    <UnstyledButton
      id={id}
      role="option"
      aria-selected={active}
      className={classes.row}
      data-active={active || undefined}
      onClick={() => onChoose(hit)}
      onMouseEnter={onHover}
    >
      <Group gap="sm" wrap="nowrap">
        <Avatar src={hit.image} radius={hit.type === 'USER' || hit.type === 'ARTIST' ? 'xl' : 'sm'} size={36}>
          {hit.title.slice(0, 1).toUpperCase()}
        </Avatar>
        <div className={classes.text}>
          <Text size="sm" fw={600} lineClamp={1}>
            {hit.title}
            <Disambiguation text={hit.disambiguation} />
          </Text>
          {hit.subtitle ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {hit.subtitle}
            </Text>
          ) : null}
        </div>
      </Group>
    </UnstyledButton>
  );
}

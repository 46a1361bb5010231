import { Menu } from '@mantine/core';
import { IconExternalLink, IconFlag, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { supportEmail } from '../../../lib/links';
import { useCurrentUser } from '../../auth';
import type { ActionItem } from '../actionItem';

type Props = { item: ActionItem; children?: ReactNode };

/** A mail to support naming the item, so a member can say what is wrong without an account at MusicBrainz. */
export function dataProblemMailto(
  item: ActionItem,
  mbLink: string | null | undefined,
  origin: string,
): string {
  const kind = item.__typename.toLowerCase();
  const subject = `Data problem: ${item.title} by ${item.artistName}`;
  const body = [
    `The ${kind} ${new URL(item.link, origin).toString()}`,
    mbLink ? `MusicBrainz: ${mbLink}` : 'Not matched to MusicBrainz yet',
    '',
    'What is wrong:',
    '',
  ].join('\n');
  return `mailto:${supportEmail()}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * The item menu's metadata-database section: the MusicBrainz page and its editor (edits are made
 * there and reach Earmark within the hour), a data-problem report for members, and what other
 * features add (the staff shortcuts).
 */
export function MetadataMenuSection({ item, children }: Props) {
  const member = useCurrentUser();
  const mbLink = item.__typename === 'Release' ? item.mbReleaseGroupLink : item.mbLink;
  if (!mbLink && !member) return null;
  return (
    <>
      <Menu.Label>MusicBrainz</Menu.Label>
      {mbLink && (
        <Menu.Item
          component="a"
          href={mbLink}
          target="_blank"
          rel="noreferrer"
          leftSection={<IconExternalLink size={14} />}
        >
          View on MusicBrainz
        </Menu.Item>
      )}
      {mbLink && member && (
        <Menu.Item
          component="a"
          href={`${mbLink}/edit`}
          target="_blank"
          rel="noreferrer"
          leftSection={<IconPencil size={14} />}
        >
          Edit on MusicBrainz
        </Menu.Item>
      )}
      {member && (
        <Menu.Item
          component="a"
          href={dataProblemMailto(item, mbLink, window.location.origin)}
          leftSection={<IconFlag size={14} />}
        >
          Report a data problem
        </Menu.Item>
      )}
      {member && children}
    </>
  );
}

import { Menu } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import type { RecommendTarget } from './RecommendModal';
import { useRecommendModal } from './RecommendModalProvider';

/** "Recommend" in an item's menu (the Share section). */
export function RecommendMenuItem({ item }: { item: RecommendTarget }) {
  const { openRecommend } = useRecommendModal();
  return (
    <Menu.Item leftSection={<IconShare size={14} />} onClick={() => openRecommend(item)}>
      Recommend
    </Menu.Item>
  );
}

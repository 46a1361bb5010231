import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';

export type RouteTab = { value: string; label: string };

type Props = {
  tabs: readonly RouteTab[];
  active: string;
  /** The page's path; the first tab lives there, the others at `${basePath}/${tab}`. */
  basePath: string;
};

/** Tabs that follow the URL: switching navigates without scrolling back to the top. */
export function RouteTabs({ tabs, active, basePath }: Props) {
  const navigate = useNavigate();
  const defaultTab = tabs[0]?.value;

  function handleChange(value: string | null) {
    if (!value || value === active) return;
    const path = value === defaultTab ? basePath : `${basePath}/${value}`;
    navigate(path, { state: { scrollToTop: false } });
  }

  return (
    <Tabs value={active} onChange={handleChange} mb="lg">
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

/** The tab named in the URL when it is one of `tabs`, else the first (default) tab. */
export function resolveTab(tabs: readonly RouteTab[], requested: string | undefined): string {
  return tabs.some((tab) => tab.value === requested) ? (requested as string) : (tabs[0]?.value ?? '');
}

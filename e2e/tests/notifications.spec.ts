import { graphql, pickRelease } from '../support/api';
import { MOBILE } from '../support/devices';
import { memberPage } from '../support/members';
import { expect, test } from '../support/test';

const LOG = `mutation($id: ID!, $fields: LogFieldsInput!) { logRelease(releaseId: $id, fields: $fields) { id } }`;

test.describe('notifications', () => {
  test(
    'a new follower and an upvote ring the bell, each linking to the follower and the reflection',
    MOBILE,
    async ({ browser }) => {
      test.setTimeout(120_000);
      const bob = await memberPage(browser, 'bob_');
      const ann = await memberPage(browser, 'ann_');
      const release = await pickRelease(bob.page, 4);
      const logged = await graphql<{ logRelease: { id: string } }>(
        bob.page,
        LOG,
        { id: release.id, fields: { review: 'The second side glows.', rating: 4 } },
        bob.member.token,
      );
      const logId = logged.logRelease.id;

      // Ann follows Bob from his profile and upvotes his review on its page.
      await ann.page.goto(`/users/${bob.member.username}`);
      await ann.page.getByRole('button', { name: `Follow @${bob.member.username}` }).click();
      await expect(ann.page.getByRole('button', { name: `Unfollow @${bob.member.username}` })).toBeVisible();
      await ann.page.goto(`/reflections/${logId}`);
      await ann.page.getByRole('button', { name: /Upvote review/ }).click();
      await expect(ann.page.getByRole('button', { name: /Upvote review/ })).toHaveText('1');

      // Bob's bell: two new, the upvote newest.
      await bob.page.goto('/faq');
      const bell = bob.page.getByRole('button', { name: 'Notifications (2 new)' });
      await expect(bell).toBeVisible();
      await bell.click();
      const drawer = bob.page.getByRole('dialog', { name: 'Notifications' });
      const items = drawer.getByRole('listitem');
      await expect(items.filter({ hasText: 'started following you' })).toContainText(
        `@${ann.member.username}`,
      );
      await expect(items.filter({ hasText: 'upvoted your' })).toContainText(
        `@${ann.member.username} upvoted your review of ${release.title}`,
      );

      // The upvote leads to the reflection; closing the drawer marked both seen.
      await drawer.getByRole('link', { name: `review of ${release.title}` }).click();
      await expect(bob.page).toHaveURL(new RegExp(`/reflections/${logId}$`));
      await expect(bob.page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

      // The follow leads to the follower's profile.
      await bob.page.getByRole('button', { name: 'Notifications', exact: true }).click();
      await drawer
        .getByRole('listitem')
        .filter({ hasText: 'started following you' })
        .getByRole('link', { name: `@${ann.member.username}` })
        .click();
      await expect(bob.page).toHaveURL(new RegExp(`/users/${ann.member.username}$`));

      // Unfollowing and following again does not ring Bob's bell a second time.
      await ann.page.goto(`/users/${bob.member.username}`);
      await ann.page.getByRole('button', { name: `Unfollow @${bob.member.username}` }).click();
      await ann.page.getByRole('button', { name: `Follow @${bob.member.username}` }).click();
      await expect(ann.page.getByRole('button', { name: `Unfollow @${bob.member.username}` })).toBeVisible();
      await bob.page.reload();
      await expect(bob.page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    },
  );
});

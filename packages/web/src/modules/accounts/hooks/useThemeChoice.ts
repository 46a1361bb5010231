import { useMutation } from '@apollo/client/react';
import { type ColorSchemeChoice, parseColorScheme } from '@earmark/shared';
import { useMantineColorScheme } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import type { ColorScheme } from '../../../graphql/generated/graphql';
import { storedColorScheme, useColorSchemeChoice } from '../../../lib/colorScheme';
import { useCurrentUser } from '../../auth';
import { SaveColorSchemeMutation } from '../graphql/SaveColorScheme';

const toEnum = (choice: ColorSchemeChoice) => choice.toUpperCase() as ColorScheme;

/**
 * The theme control's state and action: a choice is applied and kept on this device at once and,
 * for a signed-in member, saved on their account too (so a new device they sign in on takes it).
 */
export function useThemeChoice() {
  const device = useColorSchemeChoice();
  const member = useCurrentUser();
  const [save] = useMutation(SaveColorSchemeMutation);
  const { choose } = device;
  const signedIn = Boolean(member);
  const chooseAndSave = useCallback(
    (choice: ColorSchemeChoice) => {
      choose(choice);
      // The device already shows it; an account that could not be reached keeps its old choice.
      if (signedIn) save({ variables: { colorScheme: toEnum(choice) } }).catch(() => {});
    },
    [choose, save, signedIn],
  );
  return { ...device, choose: chooseAndSave };
}

/**
 * A device with no theme of its own takes the signed-in member's (chosen on another device); a
 * device's own choice always wins on it.
 */
export function useAdoptAccountColorScheme(accountChoice: ColorScheme | null | undefined): void {
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => {
    const choice = parseColorScheme(accountChoice?.toLowerCase());
    if (choice && choice !== 'auto' && storedColorScheme() === null) setColorScheme(choice);
  }, [accountChoice, setColorScheme]);
}

import type { Option } from 'shared-ui/forms';
import { i18n } from '#i18n';

/**
 * Select options of the site's lists of cities, provinces or countries: each shown in the page's language (shared-api's catalog
 * keeps the names by their English), and sent as its English, which is what the ticket stores.
 */
export const placeOptions = (names: string[]): Option[] => names.map((name) => ({ value: name, label: i18n.text(name) }));

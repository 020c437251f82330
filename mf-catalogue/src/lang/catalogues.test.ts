import { describeMessageCatalogues } from '@archive/ui/message-catalogues';

// This bundle's catalogues (this folder) against its messages.ts files: the checks every bundle shares.
describeMessageCatalogues(import.meta.url);

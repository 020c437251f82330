import { useIntl } from 'react-intl';
import { AddMenu } from '../../../lib/components/add-menu';
import { documentMessages as m } from '../messages';

export const ADDABLE_BLOCKS = ['text', 'image', 'video', 'gallery'] as const;
export type AddableBlock = (typeof ADDABLE_BLOCKS)[number];

/** 'Aggiungi un blocco': the block types a document page can add (text, image, video, gallery). */
export function AddBlockMenu({ onAdd }: { onAdd: (type: AddableBlock) => void }) {
  const intl = useIntl();
  return (
    <AddMenu<AddableBlock>
      kind="block"
      label={intl.formatMessage(m.addBlock)}
      options={ADDABLE_BLOCKS.map((type) => ({
        value: type,
        label: intl.formatMessage(m[`blockType.${type}`]),
      }))}
      ariaLabelOf={(type) => intl.formatMessage(m.addBlockOf, { type })}
      onAdd={onAdd}
    />
  );
}

import { useIntl } from 'react-intl';
import { AddMenu } from '../../../lib/components/add-menu';
import { documentMessages as m } from '../messages';

export const ADDABLE_BLOCKS = ['text', 'image', 'video', 'gallery'] as const;
export type AddableBlock = (typeof ADDABLE_BLOCKS)[number];

/**
 * 'Aggiungi un blocco': a button that opens the list of block types (text, image, video,
 * gallery); Escape closes it and gives the focus back to the button.
 */
export function AddBlockMenu({ onAdd }: { onAdd: (type: AddableBlock) => void }) {
  const intl = useIntl();
  const typeName = (type: AddableBlock) => intl.formatMessage(m[`blockType.${type}`]);
  return (
    <AddMenu<AddableBlock>
      label={intl.formatMessage(m.addBlock)}
      className="add-block"
      listClassName="add-block-menu"
      data="data-add-block"
      optionData="data-block-type"
      options={ADDABLE_BLOCKS.map((type) => ({
        value: type,
        label: typeName(type),
        ariaLabel: intl.formatMessage(m.addBlockOf, { type: typeName(type) }),
      }))}
      onAdd={onAdd}
    />
  );
}

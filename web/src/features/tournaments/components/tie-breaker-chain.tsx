import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined, LockOutlined } from '@ant-design/icons';
import { TIE_BREAKERS, type TieBreaker } from '@pitchside/shared';
import { Button, Select } from 'antd';
import { TIE_BREAKER_LABELS } from '../tournament-labels';
import { useIntl } from 'react-intl';

export interface TieBreakerChainProps {
  /** The chain without its last link, 'name' (always last, shown fixed). */
  value?: TieBreaker[];
  onChange?: (chain: TieBreaker[]) => void;
  id?: string;
}

/**
 * The standings' tie-breakers in order: move a criterion up or down, remove it, add another one. Team
 * name closes the chain and cannot move, so two teams never tie.
 */
export function TieBreakerChain({ value = [], onChange, id }: TieBreakerChainProps) {
  const chain = value.filter((link) => link !== 'name');
  const left = TIE_BREAKERS.filter((link) => link !== 'name' && !chain.includes(link));
  const set = (next: TieBreaker[]) => onChange?.(next);
  const intl = useIntl();
  const move = (index: number, by: -1 | 1) => {
    const next = [...chain];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    set(next);
  };

  return (
    <div className="ps-chain" id={id}>
      <ol className="ps-chain__list" aria-label={intl.formatMessage({ id: 'tournaments.tieBreaker.list' })}>
        {chain.map((link, index) => (
          <li key={link} className="ps-chain__item">
            <span className="ps-chain__rank" aria-hidden="true">
              {index + 1}
            </span>
            <span className="ps-chain__text">
              <span className="ps-chain__label">{intl.formatMessage({ id: TIE_BREAKER_LABELS[link].label })}</span>
              <span className="ps-chain__hint">{intl.formatMessage({ id: TIE_BREAKER_LABELS[link].hint })}</span>
            </span>
            <span className="ps-chain__actions">
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined aria-hidden />}
                disabled={index === 0}
                onClick={() => move(index, -1)}
                aria-label={intl.formatMessage({ id: 'tournaments.tieBreaker.up' }, { criterion: intl.formatMessage({ id: TIE_BREAKER_LABELS[link].label }) })}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined aria-hidden />}
                disabled={index === chain.length - 1}
                onClick={() => move(index, 1)}
                aria-label={intl.formatMessage({ id: 'tournaments.tieBreaker.down' }, { criterion: intl.formatMessage({ id: TIE_BREAKER_LABELS[link].label }) })}
              />
              <Button
                size="small"
                type="text"
                danger
                icon={<CloseOutlined aria-hidden />}
                disabled={chain.length === 1}
                onClick={() => set(chain.filter((other) => other !== link))}
                aria-label={intl.formatMessage({ id: 'tournaments.tieBreaker.remove' }, { criterion: intl.formatMessage({ id: TIE_BREAKER_LABELS[link].label }) })}
              />
            </span>
          </li>
        ))}
        <li className="ps-chain__item ps-chain__item--fixed">
          <span className="ps-chain__rank" aria-hidden="true">
            {chain.length + 1}
          </span>
          <span className="ps-chain__text">
            <span className="ps-chain__label">{intl.formatMessage({ id: TIE_BREAKER_LABELS.name.label })}</span>
            <span className="ps-chain__hint">{intl.formatMessage({ id: TIE_BREAKER_LABELS.name.hint })}</span>
          </span>
          <LockOutlined className="ps-chain__lock" aria-label={intl.formatMessage({ id: 'tournaments.tieBreaker.fixed' })} />
        </li>
      </ol>
      {left.length > 0 && (
        <Select<TieBreaker>
          className="ps-chain__add"
          value={null as unknown as TieBreaker}
          placeholder={intl.formatMessage({ id: 'tournaments.tieBreaker.add' })}
          aria-label={intl.formatMessage({ id: 'tournaments.tieBreaker.add' })}
          onChange={(link) => set([...chain, link])}
          options={left.map((link) => ({ value: link, label: intl.formatMessage({ id: TIE_BREAKER_LABELS[link].label }) }))}
        />
      )}
    </div>
  );
}

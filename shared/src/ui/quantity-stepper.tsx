import styles from './ui.module.css';

export interface QuantityStepperLabels {
  decrease: string;
  increase: string;
  quantity: string;
}

/** Minus, the quantity, plus. The caller decides what minus does at the minimum (docs/product.md#cart: remove the line). */
export function QuantityStepper({
  value,
  onDecrease,
  onIncrease,
  onChange,
  labels,
  min = 1,
  max,
  decreaseDisabled,
}: {
  value: number;
  onDecrease: () => void;
  onIncrease: () => void;
  onChange?: (value: number) => void;
  labels: QuantityStepperLabels;
  min?: number;
  max?: number;
  decreaseDisabled?: boolean;
}) {
  return (
    <div className={styles.stepper}>
      <button type="button" onClick={onDecrease} aria-label={labels.decrease} disabled={decreaseDisabled}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        aria-label={labels.quantity}
        value={value}
        min={min}
        max={max}
        readOnly={!onChange}
        onChange={(event) => onChange?.(Number(event.target.value))}
      />
      <button
        type="button"
        onClick={onIncrease}
        aria-label={labels.increase}
        disabled={max !== undefined && value >= max}
      >
        +
      </button>
    </div>
  );
}

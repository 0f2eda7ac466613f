/** @jsxImportSource preact */
/** The star rating as a native radio group: Tab reaches it, the arrow keys choose a star. */
import { StarIcon } from "../shared/stars.tsx";

interface RatingFieldProps {
  value: number;
  onValue(stars: number): void;
  invalid: boolean;
}

export function RatingField({ value, onValue, invalid }: RatingFieldProps) {
  return (
    <fieldset
      class={invalid ? "field rating invalid" : "field rating"}
      aria-describedby="rating-status"
    >
      <legend class="label">Your rating</legend>
      <div class="rating-stars">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label class="rating-star" key={stars}>
            <input
              type="radio"
              name="rating"
              value={stars}
              class="rating-input"
              checked={value === stars}
              required
              aria-invalid={invalid ? "true" : undefined}
              onChange={() => onValue(stars)}
            />
            <StarIcon filled={stars <= value} />
            <span class="visually-hidden">{stars === 1 ? "1 star" : `${stars} stars`}</span>
          </label>
        ))}
      </div>
      <p id="rating-status" class="rating-status">
        {value > 0 ? `${value} out of 5 stars selected` : "Please select a rating"}
      </p>
    </fieldset>
  );
}

import type { Hospital } from "../../content/site.ts";

/** A practice card's opening: which practice, the hospital's name (the card's title) and its address. */
export function HospitalIdentity({ hospital, titleId }: { hospital: Hospital; titleId: string }) {
  return (
    <>
      <p className="practice-kind">{hospital.kind} practice</p>
      <h3 id={titleId}>{hospital.name}</h3>
      <p className="practice-department">{hospital.department}</p>
      <address>
        {hospital.address.street}
        <br />
        {hospital.address.town}, {hospital.address.county}
        <br />
        {hospital.address.postcode}
      </address>
    </>
  );
}

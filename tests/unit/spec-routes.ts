/** Every route of the spec's route table (§2). */
export const specRoutes = [
  "/", "/AboutMe", "/Contact", "/Conditions",
  "/Conditions/knee-arthritis", "/Conditions/cartilage-tear",
  "/Conditions/acl/-ligament-injury-(sports-knee-injury)",
  "/Conditions/anterior-knee-pain", "/Conditions/anterior-knee-pain-&-kneecap-problems", "/Conditions/kneecap-problems",
  "/Treatments", "/knee-procedures", "/hip-procedures",
  ...["non-surgical-treatment-for-knees", "knee-arthroscopy", "acl-reconstruction", "total-knee-replacement",
    "partial-knee-replacement", "knee-osteotomy", "patellar-realignment", "patellar-stabilization",
    "non-surgical-treatment-for-hips", "hip-replacement"].map((slug) => `/Treatments/${slug}`),
  "/PreAndPostcare", "/PreAndPostcare/physiotherapy", "/PreAndPostcare/miop-app",
  "/patient-success-stories", "/UsefulLinks",
];

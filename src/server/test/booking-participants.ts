/**
 * Who takes the place in a test booking, fitting each of the academy's programmes (migration 0015): an adult
 * for adult coaching, an 11-year-old for the junior ones, with the welfare details the camp asks for.
 */
export function participantFor(serviceId: number) {
  if (serviceId === 3) return { name: 'Sam Bennett', dateOfBirth: '1988-05-01' };
  return {
    name: 'Oliver Bennett',
    dateOfBirth: '2015-05-01',
    ...(serviceId === 4 && {
      medicalNotes: 'None',
      emergencyContactName: 'Sarah Bennett',
      emergencyContactPhone: '07700 900123',
    }),
  };
}

/** An owner's 委託售屋 of a home in the district, as the form sends it. */
export const entrustRequest = (place: { regionId: number; districtId: number }) => ({
  purpose: 'sale',
  regionId: String(place.regionId),
  districtId: String(place.districtId),
  address: '忠孝東路四段100號5樓',
  homeType: 'tower',
  area: '35.5',
  rooms: '3',
  price: '2,880',
  name: '陳小姐',
  mobile: '0912-345-678',
  note: '',
});

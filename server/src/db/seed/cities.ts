// Cities for the profile selectors, grouped by province or region.
export const citiesByProvince: Record<string, string[]> = {
  Punjab: [
    'Lahore', 'Faisalabad', 'Rawalpindi', 'Multan', 'Gujranwala', 'Sialkot', 'Bahawalpur', 'Sargodha',
    'Sheikhupura', 'Jhang', 'Rahim Yar Khan', 'Gujrat', 'Kasur', 'Sahiwal', 'Okara', 'Dera Ghazi Khan',
    'Chiniot', 'Kamoke', 'Sadiqabad', 'Burewala', 'Jhelum', 'Khanewal', 'Hafizabad', 'Muzaffargarh',
    'Mianwali', 'Attock', 'Chakwal', 'Vehari', 'Bahawalnagar', 'Mandi Bahauddin', 'Narowal', 'Khushab',
    'Toba Tek Singh', 'Murree', 'Wah Cantonment', 'Taxila', 'Pakpattan', 'Layyah', 'Lodhran', 'Nankana Sahib',
  ],
  Sindh: [
    'Karachi', 'Hyderabad', 'Sukkur', 'Larkana', 'Nawabshah', 'Mirpur Khas', 'Jacobabad', 'Shikarpur',
    'Khairpur', 'Dadu', 'Thatta', 'Badin', 'Tando Adam', 'Tando Allahyar', 'Umerkot', 'Sanghar', 'Ghotki',
    'Kandhkot',
  ],
  'Khyber Pakhtunkhwa': [
    'Peshawar', 'Mardan', 'Abbottabad', 'Mingora', 'Kohat', 'Dera Ismail Khan', 'Bannu', 'Mansehra',
    'Nowshera', 'Charsadda', 'Swabi', 'Haripur', 'Chitral', 'Timergara',
  ],
  Balochistan: ['Quetta', 'Gwadar', 'Turbat', 'Khuzdar', 'Hub', 'Chaman', 'Sibi', 'Zhob', 'Loralai'],
  'Gilgit-Baltistan': ['Gilgit', 'Skardu', 'Karimabad', 'Chilas', 'Khaplu'],
  'Azad Jammu and Kashmir': ['Muzaffarabad', 'Mirpur', 'Kotli', 'Rawalakot', 'Bagh', 'Bhimber'],
  // Islamabad belongs to none of the provinces.
  'Islamabad Capital Territory': ['Islamabad'],
};

/** Names for made-up students and staff, drawn from across India so the data reads like a campus. */

// prettier-ignore
export const maleFirstNames = [
  'Aarav', 'Vihaan', 'Arjun', 'Sai', 'Reyansh', 'Krishna', 'Ishaan', 'Rohan', 'Aditya', 'Kabir',
  'Siddharth', 'Karthik', 'Rahul', 'Vikram', 'Aniket', 'Pranav', 'Harsh', 'Manoj', 'Suresh', 'Nikhil',
  'Abhishek', 'Gaurav', 'Varun', 'Tarun', 'Yash', 'Dhruv', 'Akash', 'Rajat', 'Imran', 'Farhan',
  'Joseph', 'Gurpreet', 'Harpreet', 'Sandeep', 'Venkatesh', 'Naveen', 'Arun', 'Deepak', 'Amit', 'Ravi',
] as const;

// prettier-ignore
export const femaleFirstNames = [
  'Ananya', 'Diya', 'Aadhya', 'Saanvi', 'Priya', 'Kavya', 'Meera', 'Ishita', 'Aditi', 'Pooja',
  'Sneha', 'Divya', 'Lakshmi', 'Shreya', 'Nandini', 'Riya', 'Tanvi', 'Anjali', 'Neha', 'Swati',
  'Pallavi', 'Keerthi', 'Harini', 'Bhavana', 'Sanjana', 'Aishwarya', 'Fatima', 'Zoya', 'Mary', 'Simran',
  'Manpreet', 'Revathi', 'Deepika', 'Madhuri', 'Gayatri', 'Sowmya', 'Vaishnavi', 'Ritika', 'Nisha', 'Asha',
] as const;

// prettier-ignore
export const surnames = [
  'Sharma', 'Verma', 'Iyer', 'Nair', 'Reddy', 'Rao', 'Patel', 'Shah', 'Mehta', 'Gupta',
  'Kumar', 'Singh', 'Das', 'Bose', 'Chatterjee', 'Banerjee', 'Mukherjee', 'Pillai', 'Menon', 'Kulkarni',
  'Deshpande', 'Joshi', 'Patil', 'Naidu', 'Gowda', 'Hegde', 'Shetty', 'Kamath', 'Bhat', 'Agarwal',
  'Jain', 'Khan', 'Siddiqui', 'Fernandes', "D'Souza", 'Gill', 'Sandhu', 'Chauhan', 'Yadav', 'Mishra',
] as const;

/** Hostel names after India's rivers, as many campuses name theirs. */
// prettier-ignore
export const riverNames = [
  'Ganga', 'Yamuna', 'Godavari', 'Kaveri', 'Krishna', 'Narmada', 'Tapti', 'Mahanadi', 'Brahmaputra',
  'Saraswati', 'Sindhu', 'Tunga', 'Bhadra', 'Sharavathi', 'Netravati', 'Periyar', 'Pamba', 'Vaigai',
  'Tamirabarani', 'Chambal', 'Betwa', 'Sabarmati', 'Mahi', 'Luni', 'Jhelum', 'Chenab', 'Ravi', 'Beas',
  'Sutlej', 'Ghaghara', 'Gandak', 'Kosi', 'Son', 'Damodar', 'Subarnarekha', 'Teesta', 'Barak',
  'Manjira', 'Bhima', 'Malaprabha', 'Ghataprabha', 'Hemavati', 'Kabini', 'Palar', 'Penna', 'Indravati',
  'Sabari', 'Pranhita', 'Wainganga', 'Penganga',
] as const;

export const courses = [
  'B.Tech Computer Science',
  'B.Tech Electronics',
  'B.Tech Mechanical',
  'B.Tech Civil',
  'B.Sc Physics',
  'B.Sc Chemistry',
  'B.Com',
  'BBA',
  'MBA',
  'M.Tech Data Science',
] as const;

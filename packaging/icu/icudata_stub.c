/* An ICU data library with no data in it, for the bundle (packaging/build.sh builds it).

   Qt Core links ICU, whose data library is 31 MB of collation, calendars, time zones and
   converters for every locale. The table uses none of it: its text is UTF-8, its line breaking and
   shaping are Qt's own and HarfBuzz's, and where Qt asks ICU (QCollator, QLocale's case mapping)
   it falls back to its own code when ICU reports missing data. This library exports the symbol
   ICU's loader looks for, holding an empty table of contents, in the format ICU's own "stubdata"
   build uses; ICU then answers U_MISSING_RESOURCE_ERROR instead of reading a table. */

#include <stdint.h>

typedef struct {
    uint16_t size;
    uint16_t reservedWord;
    uint8_t isBigEndian;
    uint8_t charsetFamily;
    uint8_t sizeofUChar;
    uint8_t reservedByte;
    uint8_t dataFormat[4];
    uint8_t formatVersion[4];
    uint8_t dataVersion[4];
} DataInfo;

typedef struct {
    uint16_t headerSize;
    uint8_t magic1, magic2;
    DataInfo info;
    char padding[8];
    uint32_t count, reserved;
    int fakeNameAndData[4];
} DataHeader;

/* the symbol is named for ICU's major version: 73 in the PySide6 wheels this bundle is built from */
__attribute__((visibility("default"))) const DataHeader icudt73_dat = {
    32, 0xda, 0x27,
    {sizeof(DataInfo), 0, 0 /* little-endian */, 0 /* ASCII */, 2, 0,
     {0x54, 0x6f, 0x43, 0x50} /* "ToCP": a table of contents */, {1, 0, 0, 0}, {0, 0, 0, 0}},
    {0, 0, 0, 0, 0, 0, 0, 0},
    0, 0,
    {0, 0, 0, 0},
};

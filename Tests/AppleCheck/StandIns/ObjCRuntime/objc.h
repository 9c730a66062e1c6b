// NSObject as objc/NSObject.h declares it (the members our hosts use), for the stand-in SDK.
#pragma clang assume_nonnull begin
__attribute__((objc_root_class))
@interface NSObject
- (instancetype)init;
@end
#pragma clang assume_nonnull end

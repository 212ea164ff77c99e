// libyaml, reached only through Sources/KinesiaYAML/YAMLParser.swift.
#include <yaml.h>
